/** What other parts of sales use of the PDF templates: the invoice list's "Regenerate PDFs". */
export { RegeneratePdfsButton } from './regenerate-pdfs.tsx';
