export { AddonsConfiguratorView, type AddonsConfiguratorViewProps } from './AddonsConfigurator';
export { BENCH_CONFIGURATOR_TITLES, BenchConfiguratorView, kitAnnouncement, type BenchConfiguratorViewProps } from './BenchConfigurator';
export { BenchLayoutForm, type BenchLayoutFormProps } from './BenchLayoutForm';
export { ConfiguratorProblem, type ConfiguratorProblemProps } from './ConfiguratorProblem';
export { KitTable, type KitTableProps } from './KitTable';
