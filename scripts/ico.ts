/**
 * A Windows icon file holding PNG images, the form Windows has read since Vista and the one its 256 px
 * image needs: a 6-byte header, a 16-byte entry per image, then the PNGs themselves.
 */
export function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An icon image is 1 to 256 px, not ${size}`);
    const entry = Buffer.alloc(16);
    // 0 stands for 256: the field is one byte.
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The images an icon file lists, as its entries say: each one's size in px and its bytes. */
export function icoImages(file: Buffer): { size: number; png: Buffer }[] {
  const count = file.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = file.readUInt32LE(entry + 8);
    const start = file.readUInt32LE(entry + 12);
    return { size: file.readUInt8(entry) || 256, png: file.subarray(start, start + length) };
  });
}
