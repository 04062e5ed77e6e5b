import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankProvider, BankStatementFile, RequisitionStatus } from './bank-provider.ts';

/** The IBANs a camt.053 file's statements are for (Stmt/Acct/Id/IBAN), read without parsing the whole file. */
function statementIbans(xml: string): string[] {
  const ibans = [...xml.matchAll(/<Acct>\s*<Id>\s*<IBAN>\s*([A-Z0-9]+)\s*<\/IBAN>/g)].map((match) => match[1] ?? '');
  return [...new Set(ibans.filter(Boolean))];
}

/**
 * A bank that runs here (BANK_PROVIDER=fake:<folder>): one institution whose accounts are those of the camt.053 files
 * in the folder, for the demo and the tests. The consent is given at once: the link leads straight back to the
 * redirect address with the requisition's reference, as a bank does after the office has logged in and agreed.
 */
export class FakeBankProvider implements BankProvider {
  /** Requisitions withdrawn since the start; any other id this provider made is linked (it survives a restart). */
  private readonly withdrawn = new Set<string>();

  constructor(private readonly folder: string) {}

  private files(): { fileName: string; xml: string; ibans: string[] }[] {
    return readdirSync(this.folder)
      .filter((name) => name.toLowerCase().endsWith('.xml'))
      .sort()
      .map((fileName) => {
        const xml = readFileSync(join(this.folder, fileName), 'utf8');
        return { fileName, xml, ibans: statementIbans(xml) };
      });
  }

  async institutions() {
    return [{ id: 'FAKEBANK_NL', name: 'Test bank (statements of this installation)' }];
  }

  async createRequisition(input: { institutionId: string; redirectUrl: string; reference: string }) {
    const id = `fake-${randomUUID()}`;
    const link = `${input.redirectUrl}${input.redirectUrl.includes('?') ? '&' : '?'}ref=${encodeURIComponent(id)}`;
    return { id, link };
  }

  private isLinked(id: string): boolean {
    return id.startsWith('fake-') && !this.withdrawn.has(id);
  }

  async requisition(id: string): Promise<RequisitionStatus> {
    if (!this.isLinked(id)) return { status: 'expired', accounts: [] };
    return { status: 'linked', accounts: [...new Set(this.files().flatMap((file) => file.ibans))] };
  }

  async deleteRequisition(id: string) {
    this.withdrawn.add(id);
  }

  async statements(requisitionId: string, iban: string): Promise<BankStatementFile[]> {
    if (!this.isLinked(requisitionId)) return [];
    return this.files()
      .filter((file) => file.ibans.includes(iban))
      .map((file) => ({ fileName: file.fileName, content: new TextEncoder().encode(file.xml) }));
  }
}
