import { type RefObject, useEffect, useEffectEvent, useState } from 'react';
import { CAMERA_PROBLEM_MESSAGES, cameraProblemOf, openRearCamera, stopCamera } from '../camera';
import { createQrReader } from '../qr-reader';

export type QrCameraState =
  | { status: 'starting' }
  | { status: 'scanning' }
  | { status: 'unavailable'; message: string };

/** A few reads a second: quick enough to feel instant, light enough for an old phone's battery. */
const READ_EVERY_MS = 200;

export const DECODER_FAILED_MESSAGE = 'The code reader could not be loaded. Type the code below instead.';

/**
 * While the component that holds `video` is mounted: the rear camera in it, read for QR codes a few times a
 * second, each text read handed to `onText`. Unmounting (the Scan dialog closing) stops the camera's tracks, so
 * its light goes out, even when the person closes the dialog before the camera has started.
 */
export function useQrCamera(video: RefObject<HTMLVideoElement | null>, onText: (text: string) => void) {
  const [state, setState] = useState<QrCameraState>({ status: 'starting' });
  const handText = useEffectEvent(onText);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shownIn: HTMLVideoElement | null = null;

    async function start() {
      try {
        stream = await openRearCamera();
      } catch (error) {
        if (!isStopped)
          setState({ status: 'unavailable', message: CAMERA_PROBLEM_MESSAGES[cameraProblemOf(error)] });
        return;
      }
      const element = video.current;
      if (isStopped || !element) return stopCamera(stream);
      element.srcObject = stream;
      shownIn = element;
      // Muted and inline, the preview may start on its own; a refusal to play shows a still picture, still read.
      element.play().catch(() => {});
      const reader = await createQrReader().catch(() => null);
      if (isStopped) return;
      if (!reader) return setState({ status: 'unavailable', message: DECODER_FAILED_MESSAGE });
      setState({ status: 'scanning' });
      const readFrame = async () => {
        const text = await reader.read(element).catch(() => null);
        if (isStopped) return;
        if (text) handText(text);
        timer = setTimeout(readFrame, READ_EVERY_MS);
      };
      void readFrame();
    }

    void start();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      stopCamera(stream);
      if (shownIn) shownIn.srcObject = null;
    };
  }, [video]);

  return state;
}
