/** A file part of a multipart form. */
export interface FormFile {
  field: string;
  bytes: Buffer | Uint8Array;
  name: string;
}

/**
 * A multipart form with text fields and at most one file, as a browser sends it: the `content-type` header and the
 * payload for `app.inject`.
 */
export function multipartForm(fields: Record<string, string>, file?: FormFile) {
  const boundary = '----tb-route-test-form';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks = [Buffer.from(parts.join(''))];
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}
