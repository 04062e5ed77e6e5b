import { Box, Loader, Text } from '@mantine/core';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markerOutline } from './map-colors.ts';
import type { MapPoint } from './map-points.ts';

type L = typeof Leaflet;

/**
 * Leaflet, its stylesheet and the sanitiser load with the first map shown, never with the rest of the app. Leaflet
 * writes a tile layer's attribution into the page as HTML, so the attribution (an owner setting) is sanitised first.
 */
async function loadLeaflet(): Promise<{ L: L; sanitizeAttribution: (html: string) => string }> {
  const [module, , sanitizer] = await Promise.all([
    import('leaflet'),
    import('leaflet/dist/leaflet.css'),
    import('../../../../platform/sanitize-html.ts'),
  ]);
  // The package is UMD: bundled, its namespace arrives as the default export.
  return { L: (module as L & { default?: L }).default ?? module, sanitizeAttribution: sanitizer.sanitizeAttribution };
}

/** The Netherlands, for a map without markers. */
const HOME: [number, number] = [52.2, 5.3];

interface Props {
  points: readonly MapPoint[];
  /** '' = offline: no tile layer, markers on a plain background. */
  tileUrl: string;
  attribution: string;
  /** The project to show: the map pans to it and opens its popup (a new object per click, so twice works). */
  selected: { id: number } | undefined;
  projectHref: (id: number) => string;
}

/** A round marker in the project's colour; the testid lets a browser test find a project on the map. */
function markerIcon(leaflet: L, point: MapPoint): Leaflet.DivIcon {
  const style = `background:${point.color};border:2px solid ${markerOutline(point.color)}`;
  return leaflet.divIcon({
    className: 'project-marker',
    html: `<span data-testid="project-marker-${point.id}" style="display:block;width:16px;height:16px;border-radius:50%;box-shadow:0 0 0 1px rgba(0,0,0,.35);${style}"></span>`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
    popupAnchor: [0, -10],
  });
}

/** The popup, built from DOM nodes so a project or customer name is shown as text, never as HTML. */
function popupContent(point: MapPoint, href: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.testid = `project-popup-${point.id}`;
  const link = document.createElement('a');
  link.href = href;
  link.textContent = point.name;
  link.style.fontWeight = '600';
  root.append(link);
  for (const line of [point.customerName, point.address].filter(Boolean)) {
    const div = document.createElement('div');
    div.textContent = line;
    root.append(div);
  }
  return root;
}

/** The projects map (plain Leaflet: react-leaflet adds nothing we need and lags React releases). */
export function LeafletMap({ points, tileUrl, attribution, selected, projectHref }: Props) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{
    L: L;
    map: Leaflet.Map;
    markers: Leaflet.LayerGroup;
    sanitizeAttribution: (html: string) => string;
  }>();
  const [failed, setFailed] = useState(false);
  const byId = useRef(new Map<number, Leaflet.Marker>());

  useEffect(() => {
    let map: Leaflet.Map | undefined;
    let zooming = false;
    let cancelled = false;
    loadLeaflet().then(
      ({ L, sanitizeAttribution }) => {
        if (cancelled || !container.current) return;
        map = L.map(container.current, { zoomControl: true, attributionControl: true }).setView(HOME, 7);
        map.on('zoomanim', () => {
          zooming = true;
        });
        map.on('zoomend', () => {
          zooming = false;
        });
        L.control.scale({ imperial: false }).addTo(map);
        setLeaflet({ L, map, markers: L.layerGroup().addTo(map), sanitizeAttribution });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      const leaving = map;
      // Leaflet ends a zoom animation (the first fit to the markers) in a 250 ms timeout that remove() does not
      // cancel; run after remove(), it reads the deleted map pane and throws. Mid-zoom, remove once the zoom has ended.
      if (leaving && zooming) leaving.once('zoomend', () => setTimeout(() => leaving.remove()));
      else leaving?.remove();
    };
  }, []);

  // Tiles only when the owner configured a tile server; offline the plain background stays.
  useEffect(() => {
    if (!leaflet || tileUrl === '') return;
    const layer = leaflet.L.tileLayer(tileUrl, { attribution: leaflet.sanitizeAttribution(attribution), maxZoom: 19 });
    layer.addTo(leaflet.map);
    return () => {
      layer.remove();
    };
  }, [leaflet, tileUrl, attribution]);

  useEffect(() => {
    if (!leaflet) return;
    const { L, map, markers } = leaflet;
    markers.clearLayers();
    byId.current.clear();
    for (const point of points) {
      const marker = L.marker([point.lat, point.lng], { icon: markerIcon(L, point), title: point.name })
        .bindPopup(() => popupContent(point, projectHref(point.id)))
        .addTo(markers);
      byId.current.set(point.id, marker);
    }
    if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [30, 30], maxZoom: 15 });
    } else map.setView(HOME, 7);
  }, [leaflet, points, projectHref]);

  useEffect(() => {
    const marker = selected === undefined ? undefined : byId.current.get(selected.id);
    if (!leaflet || !marker) return;
    leaflet.map.setView(marker.getLatLng(), Math.max(leaflet.map.getZoom(), 14));
    marker.openPopup();
  }, [leaflet, selected]);

  return (
    // isolation keeps Leaflet's z-indexes (panes 400, controls 1000) under the page's popovers and dropdowns.
    <Box pos="relative" h="60vh" mih={360} style={{ borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}>
      <div
        ref={container}
        data-testid="projects-map"
        data-offline={tileUrl === '' ? 'true' : 'false'}
        // The offline background: light, with a faint grid so panning is visible.
        style={{
          height: '100%',
          background:
            'repeating-linear-gradient(0deg, #e9eef2 0 1px, transparent 1px 64px), repeating-linear-gradient(90deg, #e9eef2 0 1px, #f6f8fa 1px 64px)',
        }}
      />
      {!leaflet && !failed && <Loader size="sm" pos="absolute" top={12} left={12} />}
      {failed && (
        <Text c="red" pos="absolute" top={12} left={12}>
          {t('notices.loadFailed')}
        </Text>
      )}
    </Box>
  );
}
