// A page whose code is fetched when it is first shown. Hydrating a server-rendered page that is
// still waiting for its code would leave the page as sent until the code came, and React would then
// draw it anew rather than take it over (a button pressed meanwhile would no longer be the page's).
// So the browser fetches the code of the page it opens before it hydrates (`preload`), and from
// then on the page renders at once, as the server rendered it.
import { type ComponentType, lazy } from 'react';

export interface LazyPage<Props> {
  (props: Props): React.ReactNode;
  /** Fetches the page's code; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
}

export function lazyPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  const Page = (props: Props) => {
    const Shown = loaded ?? Lazy;
    return <Shown {...props} />;
  };
  const preload = async () => {
    loaded ??= (await load()).default;
  };
  return Object.assign(Page, { preload });
}
