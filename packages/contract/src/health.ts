import { z } from 'zod';
import { defineCall, envelope } from './api.ts';

/** The process is up. No database call: a load balancer may ask every second. */
export const healthCall = defineCall({
  method: 'GET',
  path: '/api/health',
  response: envelope(z.object({ uptime_seconds: z.number().nonnegative() })),
});

/** The database answers and has every migration this version needs; otherwise 503 with the reason. */
export const readyCall = defineCall({
  method: 'GET',
  path: '/api/ready',
  response: envelope(z.object({ database: z.literal('ok'), migrations: z.literal('current') })),
});
