import type { APIRoute } from 'astro';
import { metricsResponse } from '../server/ops/probes.ts';
import { socketPeer } from '../shared/client-address.ts';

export const prerender = false;

export const GET: APIRoute = (context) => metricsResponse(context.request.headers, socketPeer(context));
