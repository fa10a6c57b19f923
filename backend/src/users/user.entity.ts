import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A person: one login address across clubs. Everything a club knows about them (name, type,
 * later level) is on their membership, so no club sees or changes another's record.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid') id!: string;
  /** Always stored lower-case. */
  @Column({ type: 'varchar', length: 254, unique: true }) email!: string;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
