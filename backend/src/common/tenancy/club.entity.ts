import type { Locale, RatingScale } from '@courtside/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'clubs' })
export class Club {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'varchar', length: 63, unique: true }) subdomain!: string;
  @Column({ type: 'text', nullable: true }) logo!: string | null;
  @Column({ type: 'text', nullable: true }) subscription_id!: string | null;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) email!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) website!: string | null;
  @Column({ type: 'text', nullable: true }) address!: string | null;
  @Column({ type: 'varchar', length: 64, default: 'Europe/London' }) timezone!: string;
  @Column({ type: 'boolean', default: true }) allow_guest_signup!: boolean;
  @Column({ type: 'boolean', default: true }) listed!: boolean;
  @Column({ type: 'varchar', length: 2, default: 'en' }) default_locale!: Locale;
  /** The scale members' levels are written on, and whether members may set their own (API.md 10). */
  @Column({ type: 'varchar', length: 10, default: 'simple' }) rating_scale!: RatingScale;
  @Column({ type: 'boolean', default: true }) self_rating!: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
