import { NotBuilt } from './not-built';

export default function SettingsTab() {
  return <NotBuilt title="Settings" />;
}
