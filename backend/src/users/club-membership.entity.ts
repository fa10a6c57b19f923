import type { ClubRole, Locale } from '@courtside/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from './user.entity';

@Entity({ name: 'club_memberships' })
@Unique('uq_club_memberships_club_user', ['club_id', 'user_id'])
export class ClubMembership {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) user_id!: string;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
  @Column({ type: 'varchar', length: 20 }) user_type!: ClubRole;
  /** This club's name for the person. */
  @Column({ type: 'text', nullable: true }) name!: string | null;
  /** The language the person chose at this club (the header's switch); null: not chosen yet. */
  @Column({ type: 'varchar', length: 2, nullable: true }) locale!: Locale | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
