import { toast } from 'sonner';
import { serverMessageOf } from '@/lib/fetch-errors';

/** §8's success toasts: title 'Success' and the document's text (or the server's, where §8 says so). */
export function notifySuccess(description: string): void {
  toast.success('Success', { description });
}

/**
 * §8's failure toasts: title 'Error' and the document's text word for word; when the server said why it
 * refused, its reason follows on a second line, so the user knows what to change.
 */
export function notifyFailure(message: string, error: unknown): void {
  const reason = serverMessageOf(error);
  toast.error('Error', {
    description:
      reason && reason !== message ? (
        <>
          <span className="block">{message}</span>
          <span className="block opacity-80">{reason}</span>
        </>
      ) : (
        message
      ),
  });
}

/** Where §8 says "server message or ...": the server's words when it sent some, else the fallback. */
export function notifyServerFailure(fallback: string, error: unknown): void {
  toast.error('Error', { description: serverMessageOf(error) ?? fallback });
}
