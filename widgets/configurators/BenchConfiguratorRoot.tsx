/** The bench configurators' view, loaded on demand by the entry (with React); wiring in src/connect/benchConfigurator.tsx. */
import { BenchConfiguratorRoot } from '../../src/connect/benchConfigurator/BenchConfiguratorWidget';
import type { BenchKind } from '../../src/domain/kits';

export const renderBenchConfigurator = (kind: BenchKind) => () => <BenchConfiguratorRoot kind={kind} />;
