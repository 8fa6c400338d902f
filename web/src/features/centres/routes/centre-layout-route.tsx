// Placeholder until the area's layout lands (docs/centres.md): its tabs, then the tab.
import { Outlet } from 'react-router-dom';

export default function CentreLayoutRoute() {
  return <Outlet />;
}
