import { Button, Card } from 'antd';
export default function MemberRoutes() {
  return <Card title="Member"><Button type="primary">Hi</Button></Card>;
}
