import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

/**
 * Chromium's fake camera (issue 25's scanning journeys): it plays a .y4m file in a loop. A frame is a picture
 * in grey, dark on white: a QR code drawn from its text, or a label PDF as printed.
 */

const WIDTH = 640;
const HEIGHT = 480;

/** One 4:2:0 frame of `luma` (WIDTH × HEIGHT, one byte a pixel) in a .y4m file; answers its path. */
function writeFrame(luma: Buffer): string {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-scan-')), 'camera.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      Buffer.from('FRAME\n'),
      luma,
      chroma,
    ]),
  );
  return file;
}

/** The QR code of `text`, centred in the frame with its quiet zone. */
export function qrVideo(text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quietZone = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (qr.size + 2 * quietZone));
  const side = (qr.size + 2 * quietZone) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < qr.size; row += 1) {
    for (let column = 0; column < qr.size; column += 1) {
      if (!qr.get(row, column)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const y = top + (row + quietZone) * scale + dy;
        const x = left + (column + quietZone) * scale;
        luma.fill(16, y * WIDTH + x, y * WIDTH + x + scale);
      }
    }
  }
  return writeFrame(luma);
}

/**
 * The first page of a label PDF as the camera would see it held up: rendered by poppler's pdftoppm at 72 dpi
 * in grey (a 100 × 150 mm label is 283 × 425 px), centred in the frame.
 */
export function labelVideo(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-label-'));
  fs.writeFileSync(path.join(folder, 'label.pdf'), pdf);
  execFileSync('pdftoppm', ['-r', '72', '-gray', '-png', '-singlefile', 'label.pdf', 'label'], {
    cwd: folder,
  });
  const png = PNG.sync.read(fs.readFileSync(path.join(folder, 'label.png')));
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.max(0, Math.floor((WIDTH - png.width) / 2));
  const top = Math.max(0, Math.floor((HEIGHT - png.height) / 2));
  for (let y = 0; y < Math.min(png.height, HEIGHT); y += 1) {
    for (let x = 0; x < Math.min(png.width, WIDTH); x += 1) {
      luma[(top + y) * WIDTH + left + x] = png.data[(y * png.width + x) * 4]!;
    }
  }
  return writeFrame(luma);
}

/** A browser whose camera shows the picture in `videoFile`, granted without asking. */
export async function browserWithCamera(videoFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoFile}`,
    ],
  });
}
