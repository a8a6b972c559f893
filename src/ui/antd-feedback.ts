// The static antd message instance, in a module of its own so feedback.ts loads it only when a toast
// is shown before the themed instance is registered (or on a wall board, which has none).
export { message } from 'antd';
