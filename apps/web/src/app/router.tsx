import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The browser router over the route table. */
export const router = createBrowserRouter(routes);
