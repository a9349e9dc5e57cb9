/** Why the camera gave no picture, in the words the Scan dialog uses. */
export type CameraProblem = 'insecure' | 'refused' | 'absent' | 'busy';

export const CAMERA_PROBLEM_MESSAGES: Record<CameraProblem, string> = {
  insecure: 'The browser gives the camera only to a secure (https) address. Type the code below instead.',
  refused:
    "The camera was refused. Allow it for this site in the browser's settings, or type the code below.",
  absent: 'This device has no camera the browser can use. Type the code below instead.',
  busy: 'The camera could not be started; another app may be using it. Type the code below instead.',
};

export class CameraUnavailableError extends Error {
  readonly problem: CameraProblem;
  constructor(problem: CameraProblem) {
    super(CAMERA_PROBLEM_MESSAGES[problem]);
    this.name = 'CameraUnavailableError';
    this.problem = problem;
  }
}

/** getUserMedia's refusals by name (a DOMException's), and a missing API, as one of our problems. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraUnavailableError) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'absent';
  return 'busy';
}

/**
 * The rear camera where the device has one (a phone held over a label), any camera otherwise. The browser asks
 * the person the first time; Permissions-Policy allows the camera to the app's own pages (docs/decisions/075).
 */
export async function openRearCamera(): Promise<MediaStream> {
  if (!window.isSecureContext) throw new CameraUnavailableError('insecure');
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailableError('absent');
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' } },
  });
}

/** Turns the camera off: its light goes out and the browser stops showing it as in use. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
