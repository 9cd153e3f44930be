import sharp from 'sharp';

/** The largest logo kept, in pixels: enough for a report header at print resolution. */
export const LOGO_MAX_WIDTH = 1200;
export const LOGO_MAX_HEIGHT = 600;

/** Decoding stops beyond this many input pixels (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

/** A re-encoded logo ready to store. */
export type EncodedLogo = { bytes: Buffer; mime: 'image/png' | 'image/jpeg'; width: number; height: number };

type RasterFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/**
 * The raster format of a file from its first bytes, whatever its name or declared type says.
 * Anything else (SVG, HTML, PDF, text) is refused before an image decoder sees it.
 */
export function sniffRasterFormat(bytes: Buffer): RasterFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Decodes an uploaded logo and writes a new file from its pixels: orientation applied, metadata
 * dropped, scaled down to fit 1200 x 600, PNG when it has transparency or came as PNG or GIF,
 * JPEG otherwise. Returns null when the bytes are not a decodable PNG, JPEG, GIF or WebP image.
 */
export async function encodeLogo(bytes: Buffer): Promise<EncodedLogo | null> {
  const format = sniffRasterFormat(bytes);
  if (!format) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== format) return null;
    const keepsAlpha = metadata.hasAlpha || format === 'png' || format === 'gif';
    const resized = image
      .rotate()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true });
    const encoded = keepsAlpha
      ? resized.png({ compressionLevel: 9, adaptiveFiltering: true })
      : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 86, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: keepsAlpha ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    return null;
  }
}
