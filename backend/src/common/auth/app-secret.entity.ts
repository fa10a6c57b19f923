import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A key the application made for itself and keeps across restarts and replicas (TokenSecret). */
@Entity({ name: 'app_secrets' })
export class AppSecret {
  @PrimaryColumn({ type: 'varchar', length: 40 }) name!: string;
  @Column({ type: 'text' }) value!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
}
