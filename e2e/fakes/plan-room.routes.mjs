// The plan room's public list (BIDSETS_JSON_URL, docs/requirements.md#bid-lists, rule 4), with bid
// dates relative to the moment it is asked (when the site is built), in the shop's time zone: one
// project closing in a week, with an addendum, one that closed two days ago, one that closed 40 days
// ago, and one without a date. The names say which, so e2e/bidsets.spec.ts checks where each is
// listed on any day it runs.
import { json } from './respond.mjs';

const DAY = 24 * 60 * 60 * 1000;

/** '2026-12-08 2:00 PM': the plan room's way of writing a wall-clock time in `timeZone`. */
function planRoomDate(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

const project = (name, biddate, addenda = '') => ({
  biddate,
  name,
  url: `https://plans.example.com/projects/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  addenda,
});

export const routes = {
  'GET /planroom/bidsets.json': (req, res) => {
    const now = Date.now();
    const zone = 'America/Los_Angeles';
    json(res, 200, {
      'Public Works': [
        project(
          'Open Culvert Project',
          planRoomDate(new Date(now + 7 * DAY), zone),
          '<a href="https://plans.example.com/addenda/open-culvert-1">Addendum 1</a>',
        ),
        project('Closed Two Days Ago Sewer Project', planRoomDate(new Date(now - 2 * DAY), zone)),
      ],
      Schools: [
        project('Closed Forty Days Ago Roof Project', planRoomDate(new Date(now - 40 * DAY), zone)),
        project('Undated Gym Project', ''),
      ],
    });
  },
};
