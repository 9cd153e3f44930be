import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen.ts';

/** A project, its phases and rooms, and a room's calculator, report and ray tracer. */
export const projectRoutes: RouteObject[] = [
  screen(
    '/project/:id',
    'authenticated',
    async () => (await import('../../features/projects/components/project-page.tsx')).ProjectPage,
  ),
  screen(
    '/project/:projectId/phase/:id',
    'authenticated',
    async () => (await import('../../features/projects/components/phase-page.tsx')).PhasePage,
  ),
  screen(
    '/project/:projectId/room/:id',
    'authenticated',
    async () => (await import('../../features/rooms/components/room-page.tsx')).RoomPage,
  ),
  screen(
    '/project/:projectId/room/:roomId/new',
    'authenticated',
    async () => (await import('../routes/calculator-room-screen.tsx')).RoomCalculatorScreen,
  ),
  screen(
    '/project/:projectId/room/:roomId/edit/:revId',
    'authenticated',
    async () => (await import('../routes/calculator-room-screen.tsx')).RoomCalculatorScreen,
  ),
  screen(
    '/project/:projectId/room/:roomId/edit/:revId/report',
    'authenticated',
    async () => (await import('../routes/report-room-screen.tsx')).RoomReportScreen,
  ),
  screen(
    '/project/:projectId/room/:roomId/raytracer',
    'authenticated',
    async () =>
      (await import('../../features/raytracer/components/room-raytracer-page.tsx')).RoomRaytracerPage,
  ),
];
