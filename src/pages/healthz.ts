import type { APIRoute } from 'astro';
import { livenessResponse } from '../server/ops/probes.ts';

export const prerender = false;

export const GET: APIRoute = () => livenessResponse();
