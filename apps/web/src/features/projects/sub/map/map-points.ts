import type { MapColor } from '@backoffice/domain';
import { hasStatus, mainAddressOf, type ProjectStatusFilter } from '../../index/project-rows.ts';
import { markerColor } from './map-colors.ts';

/** What the map needs of a project (a row of allProjects; district and colour are in the projects views). */
export interface MapProject {
  id: number;
  name: string;
  code: string;
  customerName: string;
  districtId?: number;
  mapColor?: string;
  active: boolean;
  addresses: readonly MapAddress[];
}

interface MapAddress {
  address: string;
  houseNumber: string;
  houseAddition: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  mainAddress: number;
  deleted: number;
}

export interface MapPoint {
  id: number;
  name: string;
  customerName: string;
  address: string;
  lat: number;
  lng: number;
  /** '#RRGGBB', one of the eight map colours. */
  color: string;
}

export interface MapFilter {
  status: ProjectStatusFilter;
  /** Empty: every colour. */
  colors: readonly MapColor[];
  /** 0: every district. */
  districtId: number;
}

/** 0/0 means "not geocoded" (the server geocodes such addresses when it can). */
const hasCoordinates = (a: MapAddress) =>
  Number.isFinite(a.latitude) && Number.isFinite(a.longitude) && !(a.latitude === 0 && a.longitude === 0);

/** "Stadsplateau 1 A, 3521 AZ Utrecht". */
export function addressLine(a: Omit<MapAddress, 'latitude' | 'longitude' | 'mainAddress' | 'deleted'>): string {
  const street = [a.address, a.houseNumber, a.houseAddition].filter(Boolean).join(' ');
  const place = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** Where a project sits on the map: its main address, else its first address, as long as it has coordinates. */
export function projectPoint(project: MapProject): MapPoint | null {
  const address = mainAddressOf(project.addresses);
  if (!address || !hasCoordinates(address)) return null;
  return {
    id: project.id,
    name: project.name,
    customerName: project.customerName,
    address: addressLine(address),
    lat: address.latitude,
    lng: address.longitude,
    color: markerColor(project.mapColor),
  };
}

function matchesFilter(project: MapProject, filter: MapFilter): boolean {
  if (!hasStatus(project.active, filter.status)) return false;
  if (filter.districtId > 0 && project.districtId !== filter.districtId) return false;
  const color = markerColor(project.mapColor).slice(1);
  return filter.colors.length === 0 || (filter.colors as readonly string[]).includes(color);
}

/** The projects the filter keeps, split into those on the map and those without coordinates. */
export function mapPoints(projects: readonly MapProject[], filter: MapFilter) {
  const points: MapPoint[] = [];
  const unplaced: MapProject[] = [];
  for (const project of projects) {
    if (!matchesFilter(project, filter)) continue;
    const point = projectPoint(project);
    if (point) points.push(point);
    else unplaced.push(project);
  }
  return { points, unplaced };
}
