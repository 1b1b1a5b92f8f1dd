// Two instances of the site on one database, for the tests of what every instance must see: each
// test starts from a database as a new site has it, with nothing cached on either instance.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { makeTestApp, resetTestApp, type TestApp } from './test-app';

export interface TwoInstances {
  first: TestApp;
  second: TestApp;
}

/** Registers the hooks that open, reset and close both; read them inside the tests. */
export function useTwoInstances(): TwoInstances {
  const instances = {} as TwoInstances;
  beforeAll(async () => {
    instances.first = await makeTestApp();
    instances.second = await makeTestApp({ sameDatabaseAs: instances.first });
  }, 30_000);
  beforeEach(async () => {
    await resetTestApp(instances.first);
    instances.second.app.deps.publicCache.clear();
  });
  afterAll(async () => {
    await instances.second?.close();
    await instances.first?.close();
  });
  return instances;
}
