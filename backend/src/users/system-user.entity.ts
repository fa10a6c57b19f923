import type { SystemRole } from '@courtside/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * System staff: a login address for the system console, with its role. With the club people in
 * users/, below auth, which signs them in; the console (system-admin) manages them.
 */
@Entity({ name: 'system_users' })
@Unique('uq_system_users_email', ['email'])
@Check('ck_system_users_email_lower', 'email = lower(email)')
@Check('ck_system_users_type', `user_type IN ('systemadmin', 'systemmanager')`)
@Check('ck_system_users_name_length', 'char_length(name) <= 800')
export class SystemUser {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'varchar', length: 20 }) user_type!: SystemRole;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
