import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  EyeOutlined,
  GoldOutlined,
  HomeOutlined,
  InboxOutlined,
  MenuOutlined,
  MoneyCollectOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icon names of the menu tree (src/domain/screens/menu-tree.ts) to antd icons. */
const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  sales: ShoppingCartOutlined,
  production: BuildOutlined,
  lab: ExperimentOutlined,
  purchase: ShoppingOutlined,
  material: GoldOutlined,
  truck: CarOutlined,
  report: BarChartOutlined,
  database: DatabaseOutlined,
  team: TeamOutlined,
  dashboard: DashboardOutlined,
  tool: ToolOutlined,
  audit: AuditOutlined,
  account: AccountBookOutlined,
  project: ProjectOutlined,
  inbox: InboxOutlined,
  money: MoneyCollectOutlined,
  eye: EyeOutlined,
  setting: SettingOutlined,
  environment: EnvironmentOutlined,
  thunder: ThunderboltOutlined,
  experiment: ExperimentOutlined,
  appstore: AppstoreOutlined,
  scale: DashboardOutlined,
  user: UserOutlined,
  screen: DesktopOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? MenuOutlined;
  return <Icon />;
}
