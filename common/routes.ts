/** The client's routes (spec section 2). The server answers other paths with the 404 page. */
export const clientRoutes = [
  '/',
  '/members',
  '/join',
  '/admin',
  '/admin/edit',
  // Beyond the spec's list: an article as the public will see it, before it is (decision 37).
  '/admin/news-preview',
  '/axel',
  '/rules',
  '/time-tracking',
  '/profile',
  '/pending-approval',
  // Beyond the spec's list: every published article (its own page is /news/<slug>), and the pages
  // that answer the interest form where scripts do not run.
  '/news',
  '/contact/sent',
  '/contact/not-sent',
  // Beyond the spec's list: where a failed sign-in lands, and the local sign-in of development.
  '/sign-in-error',
  '/dev-login',
  // Beyond the spec's list: where an invitation's link and a mail's unsubscribe link lead.
  '/invitation',
  '/unsubscribe',
] as const;
