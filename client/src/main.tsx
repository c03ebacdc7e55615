// The first script: small, so it runs while React and the router are still downloading. It
// starts the landing screen (and its first request), then loads the app, whose chunk
// index.html already preloads (vite.config.ts).
import { preloadLanding, readsAtFirstPaint } from './app/screens';
import { applyToDocument, deviceLanguage, takeLanguageFromAddress } from './lib/device-language';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/profile.css';
import './styles/static-pages.css';
import './styles/compare.css';
import './styles/dashboard.css';
import './styles/customer-weddings.css';
import './styles/card-table.css';
import './styles/table-scroll.css';
import './styles/business.css';
import './styles/business-calendar.css';
import './styles/business-calendar-views.css';
import './styles/business-calendar-writes.css';
import './styles/business-calendar-answers.css';
import './styles/business-profile.css';
import './styles/business-media.css';
import './styles/business-stats.css';
import './styles/charts.css';
import './styles/business-resources.css';
import './styles/business-requests.css';
import './styles/wedding-desk.css';
import './styles/business-staff.css';
import './styles/business-calendar-shell.css';
import './styles/notifications.css';
import './styles/messaging.css';
import './styles/search-suggestions.css';
import './styles/desk-activity.css';

// The page takes the device's language, and its direction, before anything paints; Urdu's
// catalog and fonts start downloading beside the app (start.tsx renders once they are in).
takeLanguageFromAddress();
const language = deviceLanguage();
applyToDocument(language);
if (language === 'ur') void import('./lib/language').then((module) => module.preloadUrdu());
preloadLanding(window.location.pathname, window.location.search);
// A screen that reads at first paint needs the query client and, with a stored session (its
// key as lib/storage.ts names it), the header's signed-in half: their code starts beside the
// screen's, not once the app has arrived. The other landing pages load them after that paint.
if (readsAtFirstPaint(window.location.pathname)) {
  if (localStorage.getItem('access_token') !== null) void import('./app/layout/signed-in-header');
  void import('./lib/query-client');
}
// With no signal the screens open from the device's copy (docs/product/offline.md#the-promise): start loading Dexie
// and opening the database now, beside the app's own code, not once the first screen asks.
if (!navigator.onLine) void import('./lib/db').then(({ openDatabase }) => openDatabase());
void import('./app/start');
