// Confirmation PDFs are rendered on their own thread: laying out and subsetting fonts takes several
// milliseconds of pure CPU per document, which would otherwise stall every other request meanwhile.
import { serverModule } from '../serverFiles';
import { JobThread } from '../threads/pool';
import type { ConfirmationInput } from './confirmation';

const thread = new JobThread<ConfirmationInput, Uint8Array>(serverModule('pdf/worker.ts'));

/** Starts the PDF thread ahead of the first download (idempotent). */
export function startPdfThread(): void {
  thread.start();
}

export async function renderConfirmationPdfOffThread(input: ConfirmationInput): Promise<Buffer> {
  const bytes = await thread.run(input);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
