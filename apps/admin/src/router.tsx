import { createBrowserRouter } from 'react-router';
import { AdminShell } from './admin-shell';

export function createAdminRouter() {
  return createBrowserRouter([{ path: '*', element: <AdminShell /> }], { basename: '/admin' });
}
