// A multipart/form-data body (an HTML form with a file) read without a new dependency: Node's
// built-in fetch implementation (undici) parses it into a FormData whose files are File objects.
// The route's content-type parser keeps the raw body as a Buffer, within its own bodyLimit.
import { KumbuError } from '@kumbu/core/errors';

/** The fields and files of a multipart body; a malformed one (no boundary, cut short) is a 400, never a 500. */
export async function multipartForm(contentType: string | undefined, body: unknown): Promise<FormData> {
  if (!Buffer.isBuffer(body) || !contentType?.toLowerCase().startsWith('multipart/form-data')) throw new KumbuError('bad-request', { detail: 'expected a multipart/form-data body' });
  try {
    // A copy on its own ArrayBuffer (what fetch's body type asks for; a Buffer may sit in a shared pool).
    return await new Request('http://local', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) }).formData();
  } catch (error) {
    throw new KumbuError('bad-request', { detail: 'malformed multipart/form-data body', cause: error });
  }
}

/** The form's fields as an object for a zod schema: text fields as strings, files as File (the last of a repeated name). */
export function formFields(form: FormData): Record<string, string | File> {
  // fromEntries defines own properties: a field named "__proto__" stays a field.
  return Object.fromEntries(form.entries());
}
