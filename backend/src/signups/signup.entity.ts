import type { SignupStatus } from '@courtside/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'signups' })
export class Signup {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) event_id!: string;
  @Column({ type: 'uuid' }) user_id!: string;
  @Column({ type: 'varchar', length: 12 }) status!: SignupStatus;
  @CreateDateColumn({ type: 'timestamptz' }) signup_time!: Date;
}
