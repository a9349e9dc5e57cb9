import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat.js';
import QRCodeWriter from '@zxing/library/esm/core/qrcode/QRCodeWriter.js';
import { describe, expect, it } from 'vitest';
import { decodeQrCode, type RgbaImage } from './zxing-qr';

/** A grey picture of `size` pixels with the QR code of `text` drawn dark in the middle, as a camera frame. */
function pictureOf(text: string, size: number): RgbaImage {
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, size / 2, size / 2, new Map());
  const data = new Uint8ClampedArray(size * size * 4).fill(200);
  const offset = size / 4;
  for (let y = 0; y < matrix.getHeight(); y += 1) {
    for (let x = 0; x < matrix.getWidth(); x += 1) {
      const at = ((y + offset) * size + (x + offset)) * 4;
      const value = matrix.get(x, y) ? 20 : 235;
      data.set([value, value, value, 255], at);
    }
  }
  return { data, width: size, height: size };
}

describe('the QR decoder for browsers without BarcodeDetector', () => {
  it("reads a label's address from a camera frame", () => {
    expect(decodeQrCode(pictureOf('http://localhost:3000/go/ccu/7', 400))).toBe(
      'http://localhost:3000/go/ccu/7',
    );
  });

  it('finds nothing in a frame without a code, and reads the next frame that has one', () => {
    expect(
      decodeQrCode({ data: new Uint8ClampedArray(320 * 240 * 4).fill(128), width: 320, height: 240 }),
    ).toBeNull();
    expect(decodeQrCode(pictureOf('TOR-1234', 320))).toBe('TOR-1234');
  });
});
