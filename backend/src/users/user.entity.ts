import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A person: one login address across clubs. Everything a club knows about them (name, type,
 * language, level) is on their membership, so no club sees or changes another's record.
 */
@Entity({ name: 'users' })
@Unique('uq_users_email', ['email'])
@Check('ck_users_email_lower', 'email = lower(email)')
// A trigram index over search_fold(email) for the club staff's search (migration FindingPeople):
// an expression index TypeORM cannot describe, so its schema diff leaves it alone.
@Index('ix_users_email_search', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Always stored lower-case. */
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
