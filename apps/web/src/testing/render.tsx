import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type queries,
  type RenderHookResult,
  type RenderResult,
  render,
  renderHook,
} from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';

/** Where the UI under test is mounted, and what else the test's router knows. */
export type RenderOptions = {
  /** The route pattern the UI is mounted on (`/project/:projectId/room/:id`); `/` by default. */
  path?: string;
  /** The address the router opens first; the route pattern by default. */
  at?: string;
  /** Other routes of the test's router (the pages a link or a redirect leads to). */
  routes?: RouteObject[];
  /** The query client, when the test fills or reads it; a fresh one without retries by default. */
  queryClient?: QueryClient;
};

/** What a rendered UI gives the test: testing-library's result, the query client and the router. */
export type Rendered = RenderResult & {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
};

/** A query client for one test: failed requests fail at once (no retries). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The UI under test, handed to its route by the wrapper so `rerender` can replace it. */
const UiUnderTest = createContext<ReactNode>(null);

function MountedUi() {
  return useContext(UiUnderTest);
}

/** The app's providers around the UI under test, with the query client and router they hold. */
function createProviders(options: RenderOptions) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path, element: <MountedUi /> }, ...(options.routes ?? [])], {
    initialEntries: [options.at ?? path],
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <UiUnderTest.Provider value={children}>
            <RouterProvider router={router} />
          </UiUnderTest.Provider>
        </MantineProvider>
      </QueryClientProvider>
    );
  }
  return { Providers, queryClient, router };
}

/**
 * Renders `ui` as the app does (Mantine with the app's theme, TanStack Query, a router), on a
 * route of an in-memory router so links, navigation and path parameters work. `rerender(ui)`
 * renders new UI on the same route, keeping the router and the query client.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const { Providers, queryClient, router } = createProviders(options);
  const result = render<typeof queries, HTMLElement, HTMLElement>(ui, { wrapper: Providers });
  return { ...result, queryClient, router };
}

/** What a rendered hook gives the test: testing-library's hook result, the query client and the router. */
export type RenderedHook<Result, Props> = RenderHookResult<Result, Props> & {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Runs `hook` inside the same providers as `renderWithProviders`, on the route the options give.
 * `rerender(props)` runs it again with new props, keeping the router and the query client.
 */
export function renderHookWithProviders<Result, Props = undefined>(
  hook: (props: Props) => Result,
  options: RenderOptions & { initialProps?: Props } = {},
): RenderedHook<Result, Props> {
  const { Providers, queryClient, router } = createProviders(options);
  const result = renderHook<Result, Props>(hook, { wrapper: Providers, initialProps: options.initialProps });
  return { ...result, queryClient, router };
}
