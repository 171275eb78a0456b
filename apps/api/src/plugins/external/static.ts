import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A built app's directory, served under a URL prefix. */
export interface StaticSite {
  prefix: string;
  root: string;
}

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  // Vite fingerprints everything under assets/: a new build gets new names, so cache forever.
  const immutable = filePath.split(path.sep).includes('assets');
  reply.header('Cache-Control', immutable ? IMMUTABLE : NO_CACHE);
}

/**
 * Files of the built apps (@fastify/static), configured here once: each site's files under its
 * prefix, hashed assets cached forever and other files revalidated, the .br and .gz copies the web
 * build writes beside its text files (tooling/compressed-assets.ts) sent to browsers that accept
 * them, and `reply.sendFile` for the pages. @fastify/static serves one root under one prefix, so each
 * site is an instance of these same options; list the more specific prefix first. The first one
 * decorates the reply.
 */
export const staticFilesPlugin = fp<{ sites: readonly StaticSite[] }>(
  async (app: FastifyInstance, { sites }) => {
    for (const [index, site] of sites.entries()) {
      await app.register(fastifyStatic, {
        root: site.root,
        prefix: site.prefix,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        decorateReply: index === 0,
        wildcard: true,
        index: false,
        schemaHide: true,
        preCompressed: true,
      });
    }
  },
  { name: 'static-files' },
);
