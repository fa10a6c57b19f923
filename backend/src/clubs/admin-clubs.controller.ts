import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import type { Principal } from '../common/http/request-context';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { AdminClubView } from './admin-club.view';
import { AdminClubsService } from './admin-clubs.service';
import { CreateClubDto, UpdateClubDto } from './dto/club-body.dto';

const clubId = new UuidParam(API_ERRORS.clubNotFound);

/** The system console's clubs. Not club-scoped: a system session works on any host. */
@ApiTags('admin-clubs')
@Controller('admin/clubs')
export class AdminClubsController {
  constructor(private readonly clubs: AdminClubsService) {}

  @Get()
  @RequireCapability('system:console')
  @ApiDataResponse(AdminClubView, { isArray: true, description: 'Every club, ordered by name' })
  async list(): Promise<{ data: AdminClubView[] }> {
    return { data: await this.clubs.list() };
  }

  @Post()
  @RequireCapability('system:admin')
  @ApiDataResponse(AdminClubView, { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is invalid; `errors` names each one' })
  @ApiConflictResponse({ description: API_ERRORS.subdomainTaken })
  async create(
    @Body() body: CreateClubDto,
    @CurrentPrincipal() actor: Principal,
  ): Promise<{ data: AdminClubView }> {
    return { data: await this.clubs.create(body, actor) };
  }

  @Get(':id')
  @RequireCapability('system:admin')
  @ApiDataResponse(AdminClubView)
  @ApiNotFoundResponse({ description: API_ERRORS.clubNotFound })
  async get(@Param('id', clubId) id: string): Promise<{ data: AdminClubView }> {
    return { data: await this.clubs.get(id) };
  }

  @Put(':id')
  @RequireCapability('system:admin')
  @ApiDataResponse(AdminClubView)
  @ApiBadRequestResponse({ description: 'A field is invalid; `errors` names each one' })
  @ApiNotFoundResponse({ description: API_ERRORS.clubNotFound })
  @ApiConflictResponse({ description: API_ERRORS.subdomainTaken })
  async update(
    @Param('id', clubId) id: string,
    @Body() body: UpdateClubDto,
  ): Promise<{ data: AdminClubView }> {
    return { data: await this.clubs.update(id, body) };
  }

  @Delete(':id')
  @RequireCapability('system:admin')
  @ApiDataResponse(DeletedView, { description: 'The club and everything in it are gone' })
  @ApiNotFoundResponse({ description: API_ERRORS.clubNotFound })
  async remove(@Param('id', clubId) id: string): Promise<{ data: DeletedView }> {
    return { data: await this.clubs.remove(id) };
  }
}
