import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/expect-refusal.ts';
import { parseBankFile } from './bank-file.ts';
import { referenceFile } from './test-files.ts';

describe('parseBankFile', () => {
  it('tells camt.053 (with or without a byte order mark) from CSV by the content', () => {
    expect(parseBankFile(referenceFile('iso20022/camt/samples-sns-nl/SNS_Enkele.xml')).format).toBe('camt053');
    expect(parseBankFile(referenceFile('iso20022/camt/samples-rabobank-nl/CAMT053.xml')).format).toBe('camt053');
    expect(parseBankFile(referenceFile('bank-csv/ing/ING_Enkele.csv'))).toMatchObject({
      format: 'csv',
      variant: 'ing',
    });
  });

  it('refuses what is neither', () => {
    expectRefusal(() => parseBankFile(Buffer.from('%PDF-1.7\n')), 'bankFile.csvNotDetected');
    expectRefusal(() => parseBankFile(Buffer.from('\n  <html><body>bank</body></html>')), 'bankFile.notCamt053', {
      root: 'html',
    });
  });
});
