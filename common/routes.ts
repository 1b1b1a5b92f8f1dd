/** The client's routes. The server answers other paths with the 404 page (decision 4). */
export const clientRoutes = [
  '/',
  '/members',
  // Added to the first routes: the members' directory, in the members area.
  '/members/directory',
  '/join',
  '/admin',
  '/admin/edit',
  // Added to the first routes: an article as the public will see it, before it is (decision 37).
  '/admin/news-preview',
  '/axel',
  '/rules',
  '/time-tracking',
  '/profile',
  '/pending-approval',
  // Added to the first routes: every published article (its own page is /news/<slug>), and the
  // pages that answer the interest form where scripts do not run.
  '/news',
  // Added to the first routes: the club's calendar (each event's own page is /events/<slug>).
  '/events',
  // Added to the first routes: what the club offers sponsors, and who has sponsored it.
  '/sponsors',
  // Added to the first routes: the team's graduated members.
  '/alumni',
  '/contact/sent',
  '/contact/not-sent',
  // Added to the first routes: where a failed sign-in lands, and the local sign-in of development.
  '/sign-in-error',
  '/dev-login',
  // Added to the first routes: where an invitation's link and a mail's unsubscribe link lead.
  '/invitation',
  '/unsubscribe',
] as const;
