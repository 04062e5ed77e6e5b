import type { Locale } from '@backoffice/domain';

// The texts of the documents the server writes for people outside the back office: the work order (for employees)
// and the announcement mail (for the customer, in the customer's language).

interface DocumentTexts {
  workOrder: {
    title: string;
    fileName: string;
    date: string;
    time: string;
    address: string;
    employees: string;
    work: string;
    remarks: string;
    printed: string;
    page: string;
  };
  announcement: {
    subject: (project: string, date: string) => string;
    greeting: string;
    intro: (company: string, project: string, when: string) => string;
    address: string;
    employee: string;
    time: string;
    closing: string;
  };
}

export const DOCUMENT_TEXTS: Record<Locale, DocumentTexts> = {
  en: {
    workOrder: {
      title: 'Work order',
      fileName: 'Work order',
      date: 'Date',
      time: 'Time',
      address: 'Address',
      employees: 'Employees',
      work: 'Work',
      remarks: 'Remarks',
      printed: 'Printed on',
      page: 'Page',
    },
    announcement: {
      subject: (project, date) => `Announcement: cleaning at ${project} on ${date}`,
      greeting: 'Dear Sir or Madam,',
      intro: (company, project, when) => `On ${when} the following employees of ${company} will come to ${project}:`,
      address: 'Address',
      employee: 'Employee',
      time: 'Time',
      closing: 'Kind regards,',
    },
  },
  nl: {
    workOrder: {
      title: 'Werkbon',
      fileName: 'Werkbon',
      date: 'Datum',
      time: 'Tijd',
      address: 'Adres',
      employees: 'Medewerkers',
      work: 'Werkzaamheden',
      remarks: 'Opmerkingen',
      printed: 'Afgedrukt op',
      page: 'Pagina',
    },
    announcement: {
      subject: (project, date) => `Aankondiging: schoonmaak bij ${project} op ${date}`,
      greeting: 'Geachte heer, mevrouw,',
      intro: (company, project, when) => `Op ${when} komen de volgende medewerkers van ${company} naar ${project}:`,
      address: 'Adres',
      employee: 'Medewerker',
      time: 'Tijd',
      closing: 'Met vriendelijke groet,',
    },
  },
  it: {
    workOrder: {
      title: 'Ordine di lavoro',
      fileName: 'Ordine di lavoro',
      date: 'Data',
      time: 'Orario',
      address: 'Indirizzo',
      employees: 'Dipendenti',
      work: 'Lavoro',
      remarks: 'Note',
      printed: 'Stampato il',
      page: 'Pagina',
    },
    announcement: {
      subject: (project, date) => `Avviso: pulizia presso ${project} il ${date}`,
      greeting: 'Gentile cliente,',
      intro: (company, project, when) =>
        `Il giorno ${when} verranno presso ${project} i seguenti dipendenti di ${company}:`,
      address: 'Indirizzo',
      employee: 'Dipendente',
      time: 'Orario',
      closing: 'Cordiali saluti,',
    },
  },
  es: {
    workOrder: {
      title: 'Orden de trabajo',
      fileName: 'Orden de trabajo',
      date: 'Fecha',
      time: 'Hora',
      address: 'Dirección',
      employees: 'Empleados',
      work: 'Trabajo',
      remarks: 'Observaciones',
      printed: 'Impreso el',
      page: 'Página',
    },
    announcement: {
      subject: (project, date) => `Aviso: limpieza en ${project} el ${date}`,
      greeting: 'Estimado/a cliente:',
      intro: (company, project, when) => `El ${when} vendrán a ${project} los siguientes empleados de ${company}:`,
      address: 'Dirección',
      employee: 'Empleado',
      time: 'Hora',
      closing: 'Atentamente,',
    },
  },
  fr: {
    workOrder: {
      title: "Bon d'intervention",
      fileName: "Bon d'intervention",
      date: 'Date',
      time: 'Heure',
      address: 'Adresse',
      employees: 'Employés',
      work: 'Travaux',
      remarks: 'Remarques',
      printed: 'Imprimé le',
      page: 'Page',
    },
    announcement: {
      subject: (project, date) => `Avis de passage : nettoyage chez ${project} le ${date}`,
      greeting: 'Madame, Monsieur,',
      intro: (company, project, when) => `Le ${when}, les employés suivants de ${company} passeront chez ${project} :`,
      address: 'Adresse',
      employee: 'Employé',
      time: 'Heure',
      closing: 'Cordialement,',
    },
  },
};

/** "Monday 23-11-2026" in the language (the weekday of a calendar date, whatever the server's time zone). */
export function longDate(locale: Locale, date: string, formatted: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return `${weekday} ${formatted}`;
}
