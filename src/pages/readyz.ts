import type { APIRoute } from 'astro';
import { readinessResponse } from '../server/ops/probes.ts';

export const prerender = false;

export const GET: APIRoute = () => readinessResponse();
