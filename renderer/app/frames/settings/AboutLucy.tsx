import { type EnvironmentConfig, environmentLabel } from '../../../domain/environment/index.ts';
import { useSession } from '../../../session/context.tsx';
import styles from './SettingsSidebar.module.css';

const shellLabels = { web: 'Web app', desktop: 'Desktop app' } as const;

/** The About entry: which app, version and environment this is, for staff talking to support. */
export function AboutLucy({ environment }: { environment: Pick<EnvironmentConfig, 'name'> }) {
  const { platform } = useSession();
  return (
    <details className={styles.about}>
      <summary>About Lucy</summary>
      <dl className={styles.facts}>
        <div>
          <dt>App</dt>
          <dd>{shellLabels[platform.info.shell]}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{platform.info.version}</dd>
        </div>
        <div>
          <dt>Environment</dt>
          <dd>{environmentLabel(environment.name)}</dd>
        </div>
      </dl>
    </details>
  );
}
