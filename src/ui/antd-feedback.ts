// The static antd feedback instances, in a module of their own so feedback.ts loads them only when
// a toast is shown before the themed instances are registered (or on a wall board, which has none).
export { message, notification } from 'antd';
