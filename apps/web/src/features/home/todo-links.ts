import type { HomeTodoKind, THomeTodoGroup, THomeTodoItem } from '@backoffice/domain';

// Where each kind of the home page's to-do list leads: the page that lists them (with its filter where the page
// keeps one in its address) and, per item, the record to act on.

export function groupLink(group: Pick<THomeTodoGroup, 'kind' | 'startDate' | 'endDate'>): string {
  const pages: Record<HomeTodoKind, string> = {
    leaveRequests: '/Planning/Leave',
    hoursToConfirm: '/Planning/HourConfirmations',
    deviations: '/Planning/Deviations',
    overdueInvoices: '/Sales/OpenInvoices',
    failedReminders: '/Sales/OpenInvoices',
    heldReminders: '/Payments/Index',
    endingContracts: '/Employees/Index',
    birthdays: '/Employees/Index',
  };
  const page = pages[group.kind];
  // The deviations page reads its period from the query (from, until).
  if (group.kind === 'deviations' && group.startDate && group.endDate) {
    return `${page}?${new URLSearchParams({ from: group.startDate, until: group.endDate })}`;
  }
  return page;
}

export function itemLink(group: Pick<THomeTodoGroup, 'kind' | 'startDate' | 'endDate'>, item: THomeTodoItem): string {
  switch (group.kind) {
    case 'leaveRequests':
      return `/Planning/Leave/edit/${item.id}`;
    case 'overdueInvoices':
    case 'failedReminders':
      return `/Sales/Invoices/Edit/${item.id}`;
    case 'endingContracts':
      return `/Employees/Edit/${item.id}/Employments${item.subId ? `/${item.subId}` : ''}`;
    case 'birthdays':
      return `/Employees/Edit/${item.id}`;
    case 'heldReminders':
      return `/Payments/Index/${item.id}`;
    default:
      return groupLink(group);
  }
}
