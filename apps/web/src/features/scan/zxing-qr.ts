import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap.js';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer.js';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType.js';
import Exception from '@zxing/library/esm/core/Exception.js';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader.js';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource.js';

/**
 * The QR decoder for browsers without BarcodeDetector (Chromium on Linux, Firefox, Safari): ZXing's QR reader in
 * plain JavaScript (docs/decisions/075). Only the QR parts are imported, from the library's own files, so that the
 * chunk this module becomes (loaded when the Scan dialog opens) carries none of its other formats.
 */
const reader = new QRCodeReader();
const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);

/** An RGBA picture, as a canvas's getImageData gives it. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The text of the QR code in the picture, or null when it shows none that reads. */
export function decodeQrCode(image: RgbaImage): string | null {
  const { data, width, height } = image;
  const luminances = new Uint8ClampedArray(width * height);
  for (let pixel = 0, offset = 0; pixel < luminances.length; pixel += 1, offset += 4) {
    // ZXing's own weights for grey from red, green and blue.
    luminances[pixel] =
      (306 * data[offset]! + 601 * data[offset + 1]! + 117 * data[offset + 2]! + 0x200) >> 10;
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
    return reader.decode(bitmap, hints).getText();
  } catch (error) {
    // Not found, a checksum or a format failure: this frame shows no readable code; the next one may.
    if (error instanceof Exception) return null;
    throw error;
  } finally {
    reader.reset();
  }
}
