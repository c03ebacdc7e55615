// The client's rows of `npm run bench`: initial JS per route and Lighthouse mobile on
// the pages a first visitor lands on, measured against a running production server.
import { link, paths } from '@baraat/shared/constants/app-paths';
import { type Account, measureInitialJs, type RouteJs } from './client-budgets-js';
import {
  LIGHTHOUSE_RUNS,
  type LighthouseFigures,
  measureLighthouse,
} from './client-budgets-lighthouse';
import type { BenchRow } from './table';

export interface ClientBudgetOptions {
  vendorSlug: string;
  customer: Account;
  owner: Account;
  /** Initial JS alone, without the Lighthouse runs. */
  jsOnly?: boolean;
}

/**
 * The client's budgets (docs/architecture.md#5-measuring-speed). KB are 1,000 bytes, as Vite's
 * build report counts them. English's initial JS may grow by the 4 KB the Urdu switch takes
 * (its runtime, its button, the language's modules and the texts' compiled sources), from 100.
 */
export const INITIAL_JS_MAX_KB = 104;
/**
 * In Urdu the first screen waits for the Urdu catalog as well as its own code: one catalog of
 * every text of the app, ~31 KB gzip (149-151 KB in all on 2026-11-29); a catalog per part of
 * the app (the visitor's, the desk's) is the way under this.
 */
export const URDU_INITIAL_JS_MAX_KB = 155;
const LIGHTHOUSE_MIN_SCORE = 95;
const PROFILE_CLS_MAX = 0.05;

/** One row per measured route, in KB to one decimal, against INITIAL_JS_MAX_KB. */
export function initialJsRows(routes: RouteJs[], profilePath: string): BenchRow[] {
  return routes.map((route) => ({
    figure: `initial JS gzip ${route.path === profilePath ? 'vendor profile' : route.path}${route.language === 'ur' ? ' in Urdu' : ''}`,
    baraat: Math.round(route.gzipBytes / 100) / 10,
    bare: null,
    unit: 'KB',
    target: {
      kind: 'max',
      value: route.language === 'ur' ? URDU_INITIAL_JS_MAX_KB : INITIAL_JS_MAX_KB,
    },
  }));
}

export async function measureClientBudgets(
  baseUrl: string,
  options: ClientBudgetOptions,
): Promise<BenchRow[]> {
  const base = baseUrl.replace(/\/$/, '');
  const profilePath = link.vendorProfile(options.vendorSlug);
  const routes = await measureInitialJs(base, [
    { path: paths.home },
    { path: paths.listings },
    { path: profilePath },
    { path: paths.customerDashboard, account: options.customer },
    { path: paths.businessHome, account: options.owner },
    { path: profilePath, language: 'ur' },
    { path: paths.businessHome, account: options.owner, language: 'ur' },
  ]);
  const rows = initialJsRows(routes, profilePath);
  if (options.jsOnly) return rows;

  const home = await measureLighthouse(`${base}${paths.home}`);
  const profile = await measureLighthouse(`${base}${profilePath}`);
  // A link that names Urdu opens the page in it (client/src/lib/device-language.ts).
  const urduProfile = await measureLighthouse(`${base}${profilePath}?lang=ur`);
  const lighthouseRows = (page: string, figures: LighthouseFigures): BenchRow[] => [
    {
      figure: `Lighthouse mobile performance ${page} (median of ${LIGHTHOUSE_RUNS})`,
      baraat: figures.score,
      bare: null,
      unit: 'score',
      target: { kind: 'min', value: LIGHTHOUSE_MIN_SCORE },
    },
    {
      // No budget of its own: it shows how much of a low score the machine's load explains.
      figure: `Lighthouse total blocking time ${page}`,
      baraat: Math.round(figures.tbtMs),
      bare: null,
      unit: 'ms',
      target: { kind: 'none' },
    },
  ];
  rows.push(
    ...lighthouseRows('/', home),
    ...lighthouseRows('vendor profile', profile),
    {
      figure: 'Lighthouse largest contentful paint vendor profile',
      baraat: Math.round(profile.lcpMs),
      bare: null,
      unit: 'ms',
      target: { kind: 'none' },
    },
    {
      figure: `vendor profile CLS (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS})`,
      baraat: Math.round(profile.cls * 1000) / 1000,
      bare: null,
      unit: 'CLS',
      target: { kind: 'max', value: PROFILE_CLS_MAX },
    },
    ...lighthouseRows('vendor profile in Urdu', urduProfile),
    {
      figure: `vendor profile in Urdu CLS (Lighthouse mobile, median of ${LIGHTHOUSE_RUNS})`,
      baraat: Math.round(urduProfile.cls * 1000) / 1000,
      bare: null,
      unit: 'CLS',
      target: { kind: 'max', value: PROFILE_CLS_MAX },
    },
  );
  return rows;
}
