import { CameraOff } from 'lucide-react';
import { useRef } from 'react';
import { useQrCamera } from '../hooks/use-qr-camera';

/**
 * The camera's picture, read for QR codes while it is shown; or, when there is no picture, why not in plain
 * words. Mounted only while the Scan dialog is open: unmounting turns the camera off.
 */
export function CameraPreview({ onText }: { onText: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useQrCamera(video, onText);
  const isUnavailable = camera.status === 'unavailable';
  return (
    <div className="grid gap-2">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-md bg-muted">
        <video
          ref={video}
          className={isUnavailable ? 'hidden' : 'size-full bg-black object-cover'}
          aria-label="Camera picture"
          muted
          playsInline
          autoPlay
        />
        {isUnavailable ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
            <CameraOff className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm">{camera.message}</p>
          </div>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {camera.status === 'starting' ? 'Starting the camera...' : null}
        {camera.status === 'scanning' ? "Hold the label's QR code inside the picture." : null}
        {isUnavailable ? 'No camera: type the code below.' : null}
      </p>
    </div>
  );
}
