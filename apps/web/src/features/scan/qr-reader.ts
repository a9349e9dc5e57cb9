/** Reads the QR code a video shows now, if any. */
export interface QrReader {
  read: (video: HTMLVideoElement) => Promise<string | null>;
}

/** The parts of the browser's BarcodeDetector we use (not in TypeScript's DOM types yet). */
interface BarcodeDetectorInstance {
  detect: (source: HTMLVideoElement | HTMLCanvasElement) => Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats: () => Promise<string[]>;
}

/** The browser's own detector (Chrome on Android, ChromeOS, macOS) when it reads QR codes; null elsewhere. */
async function nativeQrReader(): Promise<QrReader | null> {
  if (!('BarcodeDetector' in window)) return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      read: async (video) =>
        isShowingPicture(video) ? ((await detector.detect(video))[0]?.rawValue ?? null) : null,
    };
  } catch {
    // A detector that exists but cannot start (no platform support behind it): the decoder below does the work.
    return null;
  }
}

/** Frames wider than this are scaled down before decoding: a label fills much of the picture, and it is faster. */
const DECODE_WIDTH = 640;

/**
 * BarcodeDetector where the browser has it for QR codes, else ZXing's decoder, loaded only now (the Scan dialog
 * opens) so that no page's first load carries it (docs/decisions/075).
 */
export async function createQrReader(): Promise<QrReader> {
  const native = await nativeQrReader();
  if (native) return native;
  const { decodeQrCode } = await import('./zxing-qr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot read pictures from the camera.');
  return {
    read: async (video) => {
      if (!isShowingPicture(video)) return null;
      const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return decodeQrCode(context.getImageData(0, 0, canvas.width, canvas.height));
    },
  };
}

function isShowingPicture(video: HTMLVideoElement): boolean {
  return video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
}
